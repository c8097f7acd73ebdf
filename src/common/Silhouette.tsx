// A player's face on the award and cold-open cards: his headshot in a ring of the team's colour,
// his NFL team's logo as a badge, and when there is no headshot (none on the CDN, not fetched, or
// it fails to load) a drawn head-and-shoulders silhouette in the team's colour: never a blank.
// Flat shapes only (one inline SVG): cheap to paint, identical from frame to frame.
import React, { useState } from 'react';
import { Img } from 'remotion';
import { mediaUrl, type RecapProps } from '../props';
import { COLORS, DISPLAY_FONT } from '../theme';

/** Head and shoulders on the team's colour, in a 100×100 box. */
export const Silhouette: React.FC<{ color: string; size: number }> = ({ color, size }) => (
  <svg width={size} height={size} viewBox="0 0 100 100" style={{ display: 'block' }}>
    <rect width="100" height="100" fill={color} />
    {/* Two broad stripes, lighter: the look of a team card. */}
    <path d="M-10 78 L78 -10 L100 -10 L100 2 L2 100 L-10 100 Z" fill="#ffffff" opacity="0.1" />
    <path d="M30 110 L110 30 L110 46 L46 110 Z" fill="#ffffff" opacity="0.07" />
    <g fill={COLORS.ink} opacity="0.55">
      <ellipse cx="50" cy="38" rx="16.5" ry="18.5" />
      <path d="M41 50 L59 50 Q59 61 66 66 L34 66 Q41 61 41 50 Z" />
      <path d="M8 104 C8 80 24 65 50 65 C76 65 92 80 92 104 Z" />
    </g>
  </svg>
);

type FaceProps = {
  /** URLs (already under the media base); null when none was fetched. */
  photo: string | null;
  logo: string | null;
  /** The NFL team's code, shown on the badge when its logo is missing; null: no badge. */
  nflTeam: string | null;
  /** The fantasy team's colour: ring and silhouette. */
  color: string;
  size: number;
  /** A team defense: its "photo" is a logo, shown whole on white, without a badge. */
  isTeam?: boolean;
};

const Badge: React.FC<{ logo: string | null; code: string; size: number }> = ({ logo, code, size }) => {
  const [failed, setFailed] = useState(false);
  const ring = Math.max(4, Math.round(size / 16));
  return (
    <div
      style={{
        position: 'absolute',
        right: -size * 0.08,
        bottom: -size * 0.02,
        width: size,
        height: size,
        borderRadius: size / 2,
        backgroundColor: logo && !failed ? COLORS.paper : COLORS.panel,
        border: `${ring}px solid ${COLORS.ink}`,
        boxSizing: 'border-box',
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {logo && !failed ? (
        <Img src={logo} maxRetries={0} onError={() => setFailed(true)} style={{ width: '84%', height: '84%', objectFit: 'contain' }} />
      ) : (
        <span style={{ fontFamily: DISPLAY_FONT, fontSize: size * (code.length > 2 ? 0.34 : 0.42), color: COLORS.paper, lineHeight: 1 }}>{code}</span>
      )}
    </div>
  );
};

export const PlayerFace: React.FC<FaceProps> = ({ photo, logo, nflTeam, color, size, isTeam = false }) => {
  const [failed, setFailed] = useState(false);
  const ring = Math.max(6, Math.round(size / 26));
  const showPhoto = photo !== null && !failed;
  return (
    <div style={{ position: 'relative', width: size, height: size, flexShrink: 0 }}>
      <div
        style={{
          width: size,
          height: size,
          borderRadius: size / 2,
          border: `${ring}px solid ${color}`,
          outline: `${Math.max(3, Math.round(ring / 2))}px solid ${COLORS.paper}`,
          backgroundColor: showPhoto && isTeam ? COLORS.paper : color,
          boxSizing: 'border-box',
          overflow: 'hidden',
        }}
      >
        {showPhoto ? (
          <Img
            src={photo}
            maxRetries={0}
            onError={() => setFailed(true)}
            style={
              isTeam
                ? { width: '100%', height: '100%', objectFit: 'contain', padding: '12%', boxSizing: 'border-box' }
                : { width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'center top' }
            }
          />
        ) : (
          <Silhouette color={color} size={size - 2 * ring} />
        )}
      </div>
      {nflTeam && !isTeam && <Badge logo={logo} code={nflTeam} size={Math.round(size * 0.34)} />}
    </div>
  );
};

/** A player as the props carry him (a card's or a matchup star's): his id, NFL team and fetched files. */
export type FaceOf = { playerId: string | null; nflTeam: string | null; photo: string | null; logo: string | null };

/** The face of a player of the props: files under the video's media base; a defense (a team code, not a number) shows its logo whole. */
export const PropsFace: React.FC<{ media: Pick<RecapProps, 'mediaBase'>; player: FaceOf; color: string; size: number }> = ({ media, player, color, size }) => (
  <PlayerFace
    photo={player.photo ? mediaUrl(media, player.photo) : null}
    logo={player.logo ? mediaUrl(media, player.logo) : null}
    nflTeam={player.nflTeam}
    color={color}
    size={size}
    isTeam={player.playerId !== null && !/^\d+$/.test(player.playerId)}
  />
);
