export default function RenderError(): never {
  throw new Error('test render failure');
}
