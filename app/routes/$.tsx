import { data } from 'react-router';

// Unmatched URLs: a real 404 status, rendered by the root error boundary ('404 — Page introuvable').
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
