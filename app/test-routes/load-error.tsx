export function loader(): never {
  throw new Error('test loader failure');
}

export default function LoadError() {
  return null;
}
