import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../site';

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label={`${PRODUCT_NAME} home`}>
      <span className="logo-mark" aria-hidden="true">
        ▶
      </span>
      <span className="logo-text">{PRODUCT_NAME}</span>
    </Link>
  );
}
