// Unit tests of the admin's pure helpers, run with the monorepo's Jest and SWC set-up (installed at the root).
const monorepo = require('../../jest.config.js');
const unit = monorepo.projects.find((project) => project.displayName === 'unit');

module.exports = {
  rootDir: __dirname,
  projects: [{ ...unit, rootDir: __dirname, displayName: 'admin', moduleNameMapper: {}, testMatch: ['<rootDir>/src/**/*.spec.ts'] }],
};
