// `npm start`: the stand-ins the settings need (standins/start.ts), then the service pointed at
// them through its settings. With STANDINS=off this is the service alone, as server/main.ts runs it.
import { createLogger } from '../server/http/log';
import { serve, serviceConfig } from '../server/serve';
import { startStandIns } from './start';

const config = serviceConfig();
const standIns = await startStandIns(config, createLogger(config.LOG_LEVEL));
await serve({ env: { ...process.env, ...standIns.env }, devRoutes: standIns.devRoutes, onStop: () => standIns.close() });
