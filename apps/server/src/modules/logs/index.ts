// The logs area's public entry: how other modules describe their activity-log entries.
export {
  type ActivityKind,
  anyName,
  type FieldReading,
  inLanguage,
  inWords,
  kindOf,
  kindOfArea,
  type Reading,
  registerActivityKind,
  words,
} from './activity-kinds';
export { recordChange } from './audit-trail';
