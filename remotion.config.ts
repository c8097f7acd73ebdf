// Remotion CLI settings (Studio and `npx remotion render`); the server renderer sets the same
// choices in code (server/render/renderer.ts). Shipped assets are the public folder.
import { Config } from '@remotion/cli/config';

Config.setPublicDir('assets');
Config.setBrowserExecutable(process.env.CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium-headless-shell');
Config.setVideoImageFormat('jpeg');
Config.setX264Preset('veryfast');
Config.setConcurrency(2);
