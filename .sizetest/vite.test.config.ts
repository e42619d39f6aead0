import { mergeConfig } from 'vite';
import base from '../vite.config.ts';
export default mergeConfig(base, {
  build: {
    outDir: '/tmp/sizecheck/d2',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
