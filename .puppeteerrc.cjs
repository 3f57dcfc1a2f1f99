/** Browser tests use Debian's chromium (scripts/test.sh installs it); puppeteer never downloads its own. */
module.exports = { skipDownload: true };
