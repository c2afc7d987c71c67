// The conformance table (emulators/firestore/testing/conformance/scenarios.ts) through the four
// Node clients: firebase/firestore (gRPC), firebase/firestore/lite (REST), firebase-admin over
// gRPC and over REST. The browser SDK runs the same table in tests/e2e/firestore-conformance.spec.ts.
// Its own in-process emulator, one project per scenario: the shared test emulators are untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as appSdk from 'firebase/app';
import * as nodeSdk from 'firebase/firestore';
import * as liteSdk from 'firebase/firestore/lite';
import { startFirestoreEmulator, type FirestoreEmulator } from '#emulators/firestore/server.ts';
import { createAdminClient } from '#emulators/firestore/testing/conformance/admin-driver.ts';
import { applies, expectedFor, runScenario, wrapClient, type Client } from '#emulators/firestore/testing/conformance/harness.ts';
import { invokeOp, type ClientKind, type ClientOps } from '#emulators/firestore/testing/conformance/model.ts';
import { CONFORMANCE_RULES, SCENARIOS } from '#emulators/firestore/testing/conformance/scenarios.ts';
import { createWebClient } from '#emulators/firestore/testing/conformance/web-driver.ts';

let emu: FirestoreEmulator;
beforeAll(async () => {
  // Expected failures would otherwise each log the SDK's own error report.
  nodeSdk.setLogLevel('silent');
  liteSdk.setLogLevel('silent');
  emu = await startFirestoreEmulator({ port: 0, rules: CONFORMANCE_RULES, log: () => {} });
});
afterAll(async () => emu?.close());

const makers: Record<Exclude<ClientKind, 'browser'>, (project: string, uid: string) => ClientOps> = {
  node: (projectId, uid) => createWebClient(appSdk, nodeSdk, { projectId, host: emu.host, port: emu.port, uid }),
  lite: (projectId, uid) => createWebClient(appSdk, liteSdk as unknown as typeof nodeSdk, { projectId, host: emu.host, port: emu.port, uid, lite: true }),
  'admin-grpc': (projectId) => createAdminClient({ projectId, host: emu.host, port: emu.port, rest: false }),
  'admin-rest': (projectId) => createAdminClient({ projectId, host: emu.host, port: emu.port, rest: true }),
};

for (const [kind, make] of Object.entries(makers) as [Exclude<ClientKind, 'browser'>, (typeof makers)['node']][]) {
  describe(kind, () => {
    SCENARIOS.forEach((s, i) => {
      if (!applies(s, kind)) return;
      it(`${s.area}: ${s.name}`, async () => {
        const makeClient = async (project: string, uid: string): Promise<Client> => {
          const ops = make(project, uid);
          return wrapClient(kind, (op, args) => invokeOp(ops, op, args));
        };
        const actual = await runScenario(s, kind, emu.url, `demo-conf-${kind}-${i}`, makeClient);
        expect(actual).toEqual(expectedFor(s, kind));
      });
    });
  });
}
