/**
 * How long testing-library's waitFor and findBy* wait before they give up: 1 s by default, longer
 * when the test command runs the unit tests at low priority beside the e2e suite
 * (NIRVANA_UNIT_WAIT_MS, scripts/test.sh), where a busy second can pass without this process
 * running. A ceiling, not a budget: what is waited for comes as soon as it comes.
 */
const { configure } = require('@testing-library/dom');

const { ceilingMs } = require('./ceilings.ts');

configure({ asyncUtilTimeout: ceilingMs(1_000, 1) });
