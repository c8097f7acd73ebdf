import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <section className="page-narrow card">
      <h1>Page not found</h1>
      <p>That page doesn't exist.</p>
      <Link to="/" className="button button-primary">
        Back to home
      </Link>
    </section>
  );
}
