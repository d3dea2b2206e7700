import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The API's web plugin test builds into a throw-away folder so it never races a developer's build.
  buildDirectory: process.env.VEGGIE_WEB_BUILD_DIR ?? 'build',
} satisfies Config;
