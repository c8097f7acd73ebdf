// The production entry: the service on its settings alone (`npm start` runs standins/serve.ts,
// which starts local stand-ins first).
import { serve } from './serve';

await serve();
