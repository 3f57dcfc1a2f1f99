/** CSS imports are constructable style sheets in the build; jsdom has none, so tests get a stand-in. */
module.exports = { __esModule: true, default: { cssRules: [], replaceSync() {} } };
