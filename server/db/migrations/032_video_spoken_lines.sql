-- What each video's voice said (a JSON array of strings), so the next weeks' scripts do not
-- repeat it; its own column, so it no longer depends on the shape of the saved props.
ALTER TABLE videos ADD COLUMN spoken_lines TEXT NOT NULL DEFAULT '[]';
-- Existing rows: the segment texts of their props, when every segment has one (as they were read before).
UPDATE videos SET spoken_lines = (
    SELECT json_group_array(json_extract(s.value, '$.text') ORDER BY s.key) FROM json_each(videos.props, '$.segments') s)
  WHERE json_valid(props) AND json_type(props, '$.segments') = 'array'
    AND NOT EXISTS (SELECT 1 FROM json_each(videos.props, '$.segments') s WHERE json_type(s.value, '$.text') IS NOT 'text');
