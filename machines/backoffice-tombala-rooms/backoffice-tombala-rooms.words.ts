// The back office's Tombala rooms in plain words, for its path names and its diagram.
import type { FlowWords } from '../shared/flow-words';

export const tombalaRoomsWords: FlowWords = {
  title: 'tombala rooms',
  summary: 'An operator reads the Tombala rooms and changes one or opens a new one; the draft is checked as typed, a room switched off asks first.',
  states: {
    loading: 'the rooms are read',
    failed: 'the rooms could not be read; a retry is offered',
    browsing: 'the rooms with their settings and current games',
    'editing.idle': 'a room (or a new one) is typed, each wrong field saying why',
    'editing.confirmingOff': 'asks whether to switch the room off (its sold game is still drawn and paid)',
    'editing.saving': 'the change is saved',
    'editing.creating': 'the new room is created',
  },
  events: {
    'tombala.retried': 'tries again',
    'tombala.refreshed': 'refreshes',
    'tombala.room.opened': (event) => `opens room ${String(event.id)}`,
    'tombala.room.added': 'starts a new room',
    'tombala.field.changed': (event) => `types "${String(event.value)}" in ${String(event.field)}`,
    'tombala.mode.changed': (event) => `chooses the ${String(event.value)} prize table`,
    'tombala.active.changed': (event) => (event.value ? 'switches the room on' : 'switches the room off'),
    'tombala.saved': 'presses Save',
    'tombala.off.confirmed': 'confirms switching off',
    'tombala.off.cancelled': 'keeps the room on',
    'tombala.closed': 'closes the form',
    'xstate.done.actor.loadRooms': 'rooms read',
    'xstate.error.actor.loadRooms': 'rooms not read',
    'xstate.done.actor.updateRoom': 'change saved',
    'xstate.error.actor.updateRoom': 'change refused',
    'xstate.done.actor.createRoom': 'room created',
    'xstate.error.actor.createRoom': 'room refused',
  },
  eventLabels: {
    'tombala.room.opened': 'opens a room',
    'tombala.field.changed': 'types a field',
    'tombala.mode.changed': 'chooses a prize table',
    'tombala.active.changed': 'switches the room on or off',
  },
};
