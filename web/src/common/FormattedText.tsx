import { Fragment } from 'react';
import { formatSegments } from './text';

/** Renders **bold** and line breaks of an example text. */
export function FormattedText({ text }: { text: string }) {
  return (
    <>
      {formatSegments(text).map((segment, i) =>
        'br' in segment ? <br key={i} /> : segment.bold ? <strong key={i}>{segment.text}</strong> : <Fragment key={i}>{segment.text}</Fragment>,
      )}
    </>
  );
}
