/**
 * The seams: every write the dispatcher makes after the attempt it was asked for. Listed in setupFilesAfterEnv
 * after the shim. With DISPATCH_LAG unset nothing is patched; with DISPATCH_LAG=0.5 each listed write happens half
 * a second later, and each listed FakeTmux call records its attempt at once but settles half a second later.
 */
import { lag } from 'eslint-plugin-dispatch-lag/shim';
import { Deduper } from '../src/deduper';
import { SessionRegistry } from '../src/registry';
import { FakeTmux } from './support/fake-tmux';

lag.writes(SessionRegistry.prototype, ['register', 'touch', 'close']);
lag.writes(Deduper.prototype, ['discard']);
lag.settle(FakeTmux.prototype, ['spawn', 'deliver', 'kill']);
