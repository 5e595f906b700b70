// Handlers of the back office's studio settings: the Tombala rooms (server/studio/tombala/admin.ts).
// Permissions (settings:read, settings:manage) are checked centrally from the contract's x-permission.
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../contract/types';
import { ok } from '../lib/envelope';
import { createTombalaRoom, listTombalaRoomsForOps, updateTombalaRoom } from '../studio/tombala/admin';
import { operatorActing, requireOperator } from './operators';

const acting = (ctx: HandlerContext<OperationId>) => operatorActing(ctx, requireOperator(ctx));

// The demo rooms of a fresh database are written when the runner first needs them; an operator may come first.
const opsListTombalaRooms: Handler<'opsListTombalaRooms'> = async (ctx) => {
  await ctx.request.server.studioTombala.ensureRooms();
  return ok({ items: await listTombalaRoomsForOps(ctx.db) });
};

const opsCreateTombalaRoom: Handler<'opsCreateTombalaRoom'> = async (ctx) => ok(await createTombalaRoom(ctx.db, ctx.body, acting(ctx)), ctx.t('ops.tombala.created'));

const opsUpdateTombalaRoom: Handler<'opsUpdateTombalaRoom'> = async (ctx) => {
  await ctx.request.server.studioTombala.ensureRooms();
  return ok(await updateTombalaRoom(ctx.db, ctx.params.roomId, ctx.body, acting(ctx)), ctx.t('ops.tombala.saved'));
};

export const backofficeStudioHandlers = {
  opsListTombalaRooms,
  opsCreateTombalaRoom,
  opsUpdateTombalaRoom,
} satisfies HandlerMap;
