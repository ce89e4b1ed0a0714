import noSleepAsSignal from './no-sleep-as-signal';

/** Every rule of the plugin, by name. */
export const rules = {
  'no-sleep-as-signal': noSleepAsSignal,
};
