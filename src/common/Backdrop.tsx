// A scene's background: a pre-rendered JPEG (made once by scripts/make-assets.ts), because
// painting gradients and glows live on every frame is what makes CPU renders slow.
import React from 'react';
import { AbsoluteFill, Img, staticFile } from 'remotion';

export const BACKDROPS = ['cold', 'intro', 'matchup', 'award', 'standings', 'outro'] as const;
export type BackdropName = (typeof BACKDROPS)[number];

export const Backdrop: React.FC<{ name: BackdropName }> = ({ name }) => (
  <AbsoluteFill>
    <Img src={staticFile(`backgrounds/${name}.jpg`)} style={{ width: '100%', height: '100%' }} />
  </AbsoluteFill>
);
