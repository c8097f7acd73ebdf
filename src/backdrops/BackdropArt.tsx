// Source of the pre-rendered backgrounds (assets/backgrounds/*.jpg). Rendered once as stills by
// scripts/make-assets.ts: gradients and glows are fine here because no video frame paints them.
import React from 'react';
import { AbsoluteFill } from 'remotion';
import type { BackdropName } from '../common/Backdrop';

const ART: Record<BackdropName, { base: string; glow: string; glow2: string; stripe: string }> = {
  cold: { base: '#120a1f', glow: '#ff3d6e', glow2: '#ffb300', stripe: 'rgba(255,255,255,0.035)' },
  intro: { base: '#07142b', glow: '#1d75de', glow2: '#00d1b2', stripe: 'rgba(255,255,255,0.04)' },
  matchup: { base: '#0b0d17', glow: '#3a4fd8', glow2: '#e63946', stripe: 'rgba(255,255,255,0.03)' },
  award: { base: '#140f05', glow: '#ffb300', glow2: '#ff5d73', stripe: 'rgba(255,255,255,0.035)' },
  standings: { base: '#06140f', glow: '#2a9d5c', glow2: '#1d75de', stripe: 'rgba(255,255,255,0.03)' },
  outro: { base: '#0d0720', glow: '#8e44ad', glow2: '#ffd23f', stripe: 'rgba(255,255,255,0.04)' },
};

export const BackdropArt: React.FC<{ name: BackdropName }> = ({ name }) => {
  const a = ART[name];
  return (
    <AbsoluteFill style={{ backgroundColor: a.base }}>
      <AbsoluteFill style={{ background: `radial-gradient(circle at 15% 12%, ${a.glow}aa 0%, transparent 45%)` }} />
      <AbsoluteFill style={{ background: `radial-gradient(circle at 90% 85%, ${a.glow2}88 0%, transparent 42%)` }} />
      <AbsoluteFill style={{ background: `repeating-linear-gradient(-35deg, ${a.stripe} 0 28px, transparent 28px 84px)` }} />
      <AbsoluteFill style={{ boxShadow: 'inset 0 0 260px 60px rgba(0,0,0,0.65)' }} />
    </AbsoluteFill>
  );
};
