import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    tanstackStart(),
    nitro({ config: { output: { dir: process.env.WEB_OUTPUT_DIR ?? '.output' } } }),
    viteReact(),
  ],
})
