#!/usr/bin/env node
// Installed entry point: runs the built CLI (npm run build first when working from a clone).
import { main } from '../dist/main.js';

process.exitCode = await main(process.argv.slice(2));
