// Development pages (/dev/*) answer this machine only: the socket's own address decides, never a
// header a client can write. Anyone else gets the same 404 as for a page that does not exist.
import type { RequestHandler } from 'express';
import { isLoopbackHost } from '../config';

export const loopbackOnly: RequestHandler = (req, res, next) => {
  if (isLoopbackHost(req.socket.remoteAddress ?? '')) return next();
  res.status(404).type('text').send('Not found');
};
