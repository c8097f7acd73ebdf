// A process that posts one ready recap to its league's chats, as a worker's onVideoReady does:
// the crash test kills it while the chat has the post and no answer has come back.
// Usage: node --import tsx tests/chats/post-child.ts <database> <video dir> <video id> <chat api url>
import { openDatabase } from '../../server/db/database';
import { LocalVideoStorage } from '../../server/videos/storage';
import { postRecapToChats } from '../../server/chats/deliver';
import { recapForChats } from '../../server/chats/recap-inputs';
import { chatConfig } from './world';

const [dbPath, videoDir, videoId, chatUrl] = process.argv.slice(2);
const db = openDatabase(dbPath);
const storage = new LocalVideoStorage(videoDir);
const recap = await recapForChats(db, storage, Number(videoId));
console.log('posting');
const out = await postRecapToChats({ db, config: chatConfig(chatUrl), send: async () => {}, log: (l) => console.log(l) }, Number(videoId), recap);
console.log(JSON.stringify(out));
db.close();
