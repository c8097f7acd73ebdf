// npm run facts -- --world <world> --league <id> --week <n>: a week's RecapFacts as JSON.
// A week that cannot be recapped prints its reason on one line and exits 1.
import { factsCommand } from './facts-command';

process.exitCode = await factsCommand(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
