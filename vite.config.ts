import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // DEV_PORT moves `npm run dev` off 5173 when another copy of the app already serves there.
  server: { port: Number(process.env.DEV_PORT || 5173), strictPort: true, host: 'localhost' },
  build: { target: 'es2022' },
});
