// The subscription module's public entry: what other modules import from it, and nothing else.
export {
  assertWithinPlan,
  currentPlanOf,
  downgradeBlockers,
  formatBytes,
  importedPictureBytes,
  lockPlanLimits,
  planLimitError,
  usageOf,
} from './limits';
