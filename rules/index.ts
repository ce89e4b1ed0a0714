import noSleepAsSignal from './no-sleep-as-signal';
import waitOnOutcome from './wait-on-outcome';

/** Every rule of the plugin, by name. */
export const rules = {
  'no-sleep-as-signal': noSleepAsSignal,
  'wait-on-outcome': waitOnOutcome,
};
