// Types of scripts/cluster.mjs for the TypeScript callers (tests/cluster, bench/cluster.ts).
import type { ChildProcess } from 'node:child_process';

export interface ClusterInstance {
  port: number;
  url: string;
  child: ChildProcess & { pid: number };
  output: string[];
  start(): Promise<ClusterInstance>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  url: string;
  nginxPort: number;
  instances: ClusterInstance[];
  stop(): Promise<void>;
}

export const NGINX: string;
export function nginxAvailable(): boolean;
export function freePort(): Promise<number>;
export function nginxConfig(options: { port: number; upstreams: number[]; dir: string }): string;
export function startCluster(options?: { instances?: number; port?: number; env?: Record<string, string>; log?: boolean }): Promise<Cluster>;
