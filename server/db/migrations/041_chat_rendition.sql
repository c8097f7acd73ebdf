-- The chat rendition of each video (server/videos/chat-rendition.ts): a 720x1280 MP4 of at most
-- 10 MiB beside the full file, for group chats. Both NULL when none was made (older videos, or
-- ffmpeg failed: the recap itself is delivered either way).
ALTER TABLE videos ADD COLUMN chat_file_path TEXT;
ALTER TABLE videos ADD COLUMN chat_bytes INTEGER;
