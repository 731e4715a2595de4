/**
 * infra/k8s, checked without a cluster: every object against the Kubernetes API schema of its
 * kind (the JSON schemas that the npm package kubernetes-models generates from Kubernetes'
 * OpenAPI document), then what the schema cannot see: the wiring between objects, that the
 * manifests mirror docker-compose.yml, and the restricted pod security the namespace enforces.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '@northrock/worker/process';
import { configVariables, isPinnedImage, readRepoFile, readYaml, readYamlDocuments, repoRoot } from './deploy-files';
import type { Json } from '../json';

type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: Json;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
};

const dir = 'infra/k8s';
const kustomization = readYaml<{ namespace: string; resources: string[] }>(`${dir}/kustomization.yaml`);
const files = readdirSync(join(repoRoot, dir)).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
const objects = files.flatMap((f) => readYamlDocuments<K8sObject>(`${dir}/${f}`).map((o) => ({ file: f, ...o })));
const applied = objects.filter((o) => kustomization.resources.includes(o.file));
const ofKind = (kind: string) => applied.filter((o) => o.kind === kind);
const workloads = applied.filter((o) => ['Deployment', 'StatefulSet', 'Job'].includes(o.kind));
const podSpec = (o: K8sObject) => o.spec.template.spec;
const containersOf = (o: K8sObject): Json[] => [...(podSpec(o).initContainers ?? []), ...podSpec(o).containers];
const configMap = ofKind('ConfigMap').find((o) => o.metadata.name === 'northrock-config')!;
const secret = objects.find((o) => o.kind === 'Secret' && o.metadata.name === 'northrock-secrets')!;
const compose = readYaml<{ services: Record<string, { image: string; command?: unknown }> }>('docker-compose.yml');

/** kubernetes-models' class for an object's apiVersion and kind (its validate() checks the schema). */
async function modelOf(o: K8sObject): Promise<new (data: unknown) => { validate(): void }> {
  const models = await import(`kubernetes-models/${o.apiVersion}`);
  if (!models[o.kind]) throw new Error(`${o.apiVersion} ${o.kind}: no such kind`);
  return models[o.kind];
}

describe('Kubernetes manifests (infra/k8s)', () => {
  it('validate against the Kubernetes schema of their kind', async () => {
    expect(objects.length).toBeGreaterThan(10);
    for (const o of objects) {
      const { file, ...manifest } = o;
      const Model = await modelOf(o);
      expect(() => new Model(manifest).validate(), `${file}: ${o.kind} ${o.metadata.name}`).not.toThrow();
    }
  });

  it('the schema check catches a broken manifest (it is not vacuous)', async () => {
    const { file: _file, ...deployment } = structuredClone(ofKind('Deployment').find((o) => o.metadata.name === 'gateway')!);
    podSpec(deployment as K8sObject).containers[0].ports[0].containerPort = '3000';
    const Model = await modelOf(deployment as K8sObject);
    expect(() => new Model(deployment).validate()).toThrow(/containerPort must be integer/);
  });

  it('kustomization.yaml applies every manifest but the Secret template, into the namespace it creates', () => {
    expect([...kustomization.resources].sort()).toEqual(files.filter((f) => !f.endsWith('.example.yaml')).sort());
    expect(ofKind('Namespace').map((o) => o.metadata.name)).toEqual([kustomization.namespace]);
    expect(applied.some((o) => o.kind === 'Secret')).toBe(false);
  });

  it('mirror docker-compose.yml: the same services, images and Redis persistence', () => {
    const workloadNames = names(workloads);
    for (const service of Object.keys(compose.services)) {
      if (service === 'migrate') {
        // migrate runs as the first (init) container of every gateway and worker pod
        for (const app of ['gateway', 'worker']) {
          const init = podSpec(workloads.find((o) => o.metadata.name === app)!).initContainers?.[0];
          expect(init?.command, app).toEqual(compose.services.migrate!.command);
          expect(init?.image, app).toBe(compose.services.migrate!.image);
        }
        continue;
      }
      expect(workloadNames, `${service} has no workload`).toContain(service);
      const workload = workloads.find((o) => o.metadata.name === service)!;
      expect(podSpec(workload).containers.map((c: Json) => c.image)).toContain(compose.services[service]!.image);
    }
    const redisContainer = podSpec(workloads.find((o) => o.metadata.name === 'redis')!).containers[0];
    const redis = redisContainer.args.join(' ');
    expect(redis).toContain((compose.services.redis!.command as string[]).slice(1).join(' '));
    // Bounded memory with noeviction, and a container limit with room for an AOF rewrite.
    const maxmemory = Number(/--maxmemory (\d+)mb/.exec(redis)![1]);
    expect(redis).toContain('--maxmemory-policy noeviction');
    expect(redisContainer.resources.limits.memory).toBe(`${maxmemory * 2}Mi`);
  });

  it('pin every image to a version', () => {
    for (const o of workloads) for (const c of containersOf(o)) expect(isPinnedImage(c.image), `${o.metadata.name}: ${c.image}`).toBe(true);
  });

  it('wire selectors, ports and configuration references to objects that exist', () => {
    for (const o of [...ofKind('Deployment'), ...ofKind('StatefulSet')]) {
      const labels = o.spec.template.metadata.labels;
      expect(labels, o.metadata.name).toMatchObject(o.spec.selector.matchLabels);
    }
    for (const service of ofKind('Service')) {
      const targets = workloads.filter((o) => Object.entries(service.spec.selector).every(([k, v]) => o.spec.template.metadata.labels?.[k] === v));
      expect(targets.length, `Service ${service.metadata.name} selects nothing`).toBeGreaterThan(0);
      const portNames = targets.flatMap((t) => podSpec(t).containers.flatMap((c: Json) => (c.ports ?? []).map((p: Json) => p.name)));
      for (const port of service.spec.ports) expect(portNames, `Service ${service.metadata.name}`).toContain(port.targetPort);
    }
    for (const o of [...ofKind('PodDisruptionBudget'), ...ofKind('HorizontalPodAutoscaler')]) {
      const target = o.kind === 'HorizontalPodAutoscaler' ? o.spec.scaleTargetRef.name : o.spec.selector.matchLabels['app.kubernetes.io/name'];
      expect(names(workloads), `${o.kind} ${o.metadata.name}`).toContain(target);
    }
    for (const ingress of ofKind('Ingress')) {
      for (const rule of ingress.spec.rules) {
        for (const path of rule.http.paths) expect(names(ofKind('Service'))).toContain(path.backend.service.name);
      }
    }
    for (const o of workloads) {
      for (const c of containersOf(o)) {
        for (const e of c.env ?? []) {
          const ref = e.valueFrom?.configMapKeyRef ?? e.valueFrom?.secretKeyRef;
          if (!ref) continue;
          const source = e.valueFrom.configMapKeyRef ? configMap.data : secret.stringData;
          expect(Object.keys(source!), `${o.metadata.name}: ${e.name}`).toContain(ref.key);
        }
        for (const from of c.envFrom ?? []) {
          expect([configMap.metadata.name, secret.metadata.name]).toContain((from.configMapRef ?? from.secretRef).name);
        }
      }
    }
  });

  it('give the services only the variables of config.ts', () => {
    const variables = configVariables();
    for (const key of Object.keys(configMap.data!)) expect(variables, `ConfigMap ${key}`).toContain(key);
    // POSTGRES_PASSWORD is the bundled PostgreSQL's; the rest are config.ts variables.
    for (const key of Object.keys(secret.stringData!)) expect([...variables, 'POSTGRES_PASSWORD'], `Secret ${key}`).toContain(key);
    expect(configMap.data!.NODE_ENV).toBe('production');
    expect(Object.keys(secret.stringData!)).toEqual(expect.arrayContaining(['JWT_SECRET', 'DATABASE_URL']));
  });

  it('run the app images as the gateway and worker of docker-compose.yml, with probes and graceful stops', () => {
    const deployment = (name: string) => ofKind('Deployment').find((o) => o.metadata.name === name)!;
    const gateway = podSpec(deployment('gateway')).containers[0];
    expect(gateway.image).toBe(compose.services.gateway!.image);
    expect(gateway.readinessProbe.httpGet).toMatchObject({ path: '/api/health', port: 'http' });
    expect(gateway.ports[0].containerPort).toBe(Number(configMap.data!.PORT));
    const worker = podSpec(deployment('worker')).containers[0];
    expect(worker.image).toBe(compose.services.worker!.image);
    expect(worker.livenessProbe.exec.command).toEqual(['node', 'healthcheck.mjs', 'worker']);
    // The worker's own grace (services/worker/src/process.ts) must fit in the pod's.
    expect(podSpec(deployment('worker')).terminationGracePeriodSeconds * 1000).toBeGreaterThan(SHUTDOWN_GRACE_MS);
    const composeGrace = Number(/worker:[\s\S]*?stop_grace_period: (\d+)s/.exec(readRepoFile('docker-compose.yml'))![1]);
    expect(composeGrace * 1000).toBeGreaterThan(SHUTDOWN_GRACE_MS);
  });

  it('meet the restricted pod security standard the namespace enforces', () => {
    expect(ofKind('Namespace')[0]!.metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe('restricted');
    for (const o of workloads) {
      const pod = podSpec(o);
      expect(pod.securityContext?.runAsNonRoot, o.metadata.name).toBe(true);
      expect(pod.securityContext?.seccompProfile?.type, o.metadata.name).toBe('RuntimeDefault');
      for (const c of containersOf(o)) {
        expect(c.securityContext?.allowPrivilegeEscalation, `${o.metadata.name}/${c.name}`).toBe(false);
        expect(c.securityContext?.capabilities?.drop, `${o.metadata.name}/${c.name}`).toEqual(['ALL']);
        expect(c.resources?.limits?.memory, `${o.metadata.name}/${c.name}`).toBeDefined();
      }
    }
  });
});

function names(list: K8sObject[]): string[] {
  return list.map((o) => o.metadata.name);
}
