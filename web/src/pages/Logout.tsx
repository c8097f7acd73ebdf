import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider';
import { Loading } from '../layout/Loading';

export function Logout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    // Goes home even when the server call fails (logout() never throws).
    void logout().then(() => navigate('/', { replace: true }));
  }, [logout, navigate]);
  return <Loading label="Logging out..." />;
}
