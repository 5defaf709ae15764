"""Build the docs site (`ni_docs`, nbs/95_docs.ipynb) and check it in headless Chromium.

Checks: every notebook has its page, reachable from the home page; every link between pages (and every anchor) leads
somewhere; every image loads; nothing is fetched from outside the site; the API entry of `NeuralInterpreter` is on its
page; the search box finds it; the longest display equation of `02_core.attention` fits its column, without a scroll
bar, in windows 1,280 and 420 px wide. Screenshots of the home page, of that API entry and of the equation go to
`_docs_screenshots/` (or to the folder in `NI_DOCS_SCREENSHOTS`).

All of it is one test, so that one process builds the site once: with `-n` the tests go to the workers one by one
(pytest-xdist's `xdist_group` no longer groups them under pytest 9.2, which ignores the node id xdist rewrites), and a
site built on each worker would cost a minute more. Each check still runs and reports on its own: the test fails with
every failed check's message.

Needs the docs extra (`pip install -e ".[docs]"`) and Chromium with its driver (Debian: `apt-get install chromium
chromium-driver`); without the extra the test skips, without Chromium the browser checks skip, each saying why.
"""
import contextlib, functools, http.server, os, shutil, threading, time, urllib.error, urllib.parse, urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHOTS = Path(os.environ.get('NI_DOCS_SCREENSHOTS', ROOT/'_docs_screenshots'))


def _which(*names): return next((shutil.which(n) for n in names if shutil.which(n)), None)

CHROMIUM = os.environ.get('NI_CHROMIUM') or _which('chromium', 'chromium-browser', 'google-chrome')
DRIVER = os.environ.get('NI_CHROMEDRIVER') or _which('chromedriver')


@pytest.fixture(scope='module')
def site(tmp_path_factory):
    "The site, built from nbs/ as `ni_docs` builds it, in a temporary folder"
    for mod in ('mkdocs', 'material', 'latex2mathml'):
        pytest.importorskip(mod, reason=f'{mod} is missing: install the docs extra, pip install -e ".[docs]"')
    from neural_interpreters.docs import build_site
    dest = tmp_path_factory.mktemp('docs')/'_docs'
    cwd = os.getcwd()
    os.chdir(ROOT)  # nbdev finds settings.ini from the working directory
    try: build_site(ROOT/'nbs', dest, ROOT/'docs'/'mkdocs.yml', n_workers=1, quiet=True)  # the other core: other tests
    finally: os.chdir(cwd)
    return dest


def _pages():
    "Every notebook's page, relative to the site's root"
    from neural_interpreters.docs import find_notebooks, page_path
    return {page_path(nb, ROOT/'nbs').replace('.md', '.html') for nb in find_notebooks(ROOT/'nbs')}


def _api_symbols():
    "(page, anchor, name) of every public function and class the package exports"
    from neural_interpreters._modidx import d
    for mod,syms in d['syms'].items():
        for full,(url,_) in syms.items():
            name = full[len(mod)+1:]
            if '.' not in name and not name.startswith('_'):
                page,_,anchor = url.partition('#')
                yield page, anchor, name


def check_every_page_and_api_entry(site):
    "Every notebook has its page; every exported symbol its API entry on its page"
    missing = [p for p in _pages() if not (site/p).is_file()]
    assert not missing, f'notebooks without a page: {missing}'
    undocumented = [f'{p}#{a}' for p,a,_ in _api_symbols() if f'id="{a}"' not in (site/p).read_text()]
    assert not undocumented, f'exported symbols without an API entry on their page: {undocumented}'


# --- in the browser

class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args): pass


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    def handle_error(self, request, client_address): pass  # the browser closing a connection early is no error


@contextlib.contextmanager
def served(site):
    "The site served on 127.0.0.1, as a URL"
    httpd = _Server(('127.0.0.1', 0), functools.partial(_Quiet, directory=str(site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try: yield f'http://127.0.0.1:{httpd.server_port}/'
    finally:
        httpd.shutdown()
        httpd.server_close()


@contextlib.contextmanager
def chromium():
    "Headless Chromium driven by Selenium"
    webdriver = pytest.importorskip('selenium.webdriver', reason='selenium is missing: pip install -e ".[docs]"')
    from selenium.webdriver.chrome.service import Service
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for a in ('--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--window-size=1400,1000',
              '--hide-scrollbars'):
        opts.add_argument(a)
    drv = webdriver.Chrome(service=Service(executable_path=DRIVER), options=opts)
    drv.set_page_load_timeout(60)
    try: yield drv
    finally: drv.quit()


_PAGE_JS = """
return {
  links: Array.from(document.querySelectorAll('a[href]'), a => a.href),
  ids: Array.from(document.querySelectorAll('[id]'), e => e.id),
  images: Array.from(document.images, i => ({src: i.currentSrc || i.src, ok: i.complete && i.naturalWidth > 0})),
  resources: performance.getEntriesByType('resource').map(e => e.name),
  title: document.title,
};"""


def _load(browser, url):
    browser.get(url)
    for _ in range(100):  # images and scripts finish loading
        if browser.execute_script("return document.readyState==='complete' && Array.from(document.images).every(i => i.complete)"): break
        time.sleep(0.1)
    return browser.execute_script(_PAGE_JS)


def _status(url):
    try:
        with urllib.request.urlopen(url, timeout=30) as r: return r.status
    except urllib.error.HTTPError as e: return e.code


@contextlib.contextmanager
def without_search_index(browser):
    "Pages load without the search worker, which builds the whole site's index anew on every page (a third of a load)"
    browser.execute_cdp_cmd('Network.enable', {})
    browser.execute_cdp_cmd('Network.setBlockedURLs', {'urls': ['*/search/search_index.json', '*/workers/search.*']})
    try: yield
    finally: browser.execute_cdp_cmd('Network.setBlockedURLs', {'urls': []})


def check_pages_links_images(browser, server):
    "Visit every page reachable from the home page: links and anchors lead somewhere, images load, nothing external"
    with without_search_index(browser): _crawl(browser, server)   # the search itself: `check_search_finds_api_entry`


def _crawl(browser, server):
    todo,seen,ids,anchors,problems = [server + 'index.html'],set(),{},[],[]
    while todo:
        url = todo.pop()
        if url in seen: continue
        seen.add(url)
        if _status(url) != 200: problems.append(f'{url}: HTTP {_status(url)}'); continue
        if not url.endswith('.html'): continue
        page = _load(browser, url)
        ids[url] = set(page['ids'])
        problems += [f'{url}: image does not load: {i["src"]}' for i in page['images'] if not i['ok']]
        problems += [f'{url}: fetched from outside the site: {r}' for r in page['resources']
                     if not r.startswith((server, 'data:', 'blob:'))]
        for link in page['links']:
            target,_,frag = link.partition('#')
            if not target.startswith(server): continue
            todo.append(target)
            if frag: anchors.append((url, target, urllib.parse.unquote(frag)))
    problems += [f'{src}: link to a missing anchor: {t}#{a}' for src,t,a in anchors if t in ids and a not in ids[t]]
    pages = {u[len(server):] for u in ids}
    problems += [f'page not reachable from the home page: {p}' for p in sorted(_pages() - pages)]
    assert not problems, '\n'.join(problems)
    print(f'{len(ids)} pages, {len(seen)} URLs and {len(anchors)} anchors checked')


def _api_url():
    page,anchor = next((p,a) for p,a,n in _api_symbols() if n=='NeuralInterpreter')
    return page, anchor


def check_api_entry_and_screenshots(browser, server):
    "The API entry of `NeuralInterpreter` shows its name, signature and docstring; screenshots for a person to look at"
    from selenium.webdriver.common.by import By
    SHOTS.mkdir(parents=True, exist_ok=True)
    _load(browser, server + 'index.html')
    assert browser.find_elements(By.CSS_SELECTOR, 'nav.md-nav--primary a.md-nav__link'), 'no navigation on the home page'
    browser.save_screenshot(str(SHOTS/'home.png'))
    page,anchor = _api_url()
    _load(browser, f'{server}{page}#{anchor}')
    heading = browser.find_element(By.ID, anchor)
    assert heading.tag_name == 'h3' and 'NeuralInterpreter' in heading.text
    entry = browser.execute_script("""
        let e = arguments[0].nextElementSibling, text = '';
        while (e && e.tagName !== 'H3' && e.tagName !== 'H2') { text += e.innerText + '\\n'; e = e.nextElementSibling; }
        return text;""", heading)
    assert 'def NeuralInterpreter(' in entry and 'cfg' in entry, entry
    source = browser.find_elements(By.XPATH, f'//h3[@id="{anchor}"]/preceding-sibling::p[1]/a[text()="source"]')
    assert source and source[0].get_attribute('href').endswith('.py#L' + source[0].get_attribute('href').rsplit('#L', 1)[-1])
    browser.execute_script('window.scrollBy(0, -80)')
    browser.save_screenshot(str(SHOTS/'api_NeuralInterpreter.png'))
    assert (SHOTS/'home.png').stat().st_size > 10_000 and (SHOTS/'api_NeuralInterpreter.png').stat().st_size > 10_000


def check_search_finds_api_entry(browser, server):
    "Typing a name into the search box lists the page that documents it"
    from selenium.webdriver.common.by import By
    _load(browser, server + 'index.html')
    box = browser.find_element(By.CSS_SELECTOR, 'input.md-search__input')
    if not box.is_displayed(): browser.find_element(By.CSS_SELECTOR, 'label[for="__search"]').click()  # narrow screens
    box.click()
    box.send_keys('NeuralInterpreter')
    page,_ = _api_url()
    for _ in range(200):
        hrefs = [a.get_attribute('href') or '' for a in browser.find_elements(By.CSS_SELECTOR, '.md-search-result a')]
        if any(page in h for h in hrefs): break
        time.sleep(0.1)
    assert any(page in h for h in hrefs), f'search for NeuralInterpreter did not list {page}: {hrefs}'
    browser.save_screenshot(str(SHOTS/'search.png'))


_EQ_JS = """
const ms = Array.from(document.querySelectorAll('math[display="block"]'));
if (!ms.length) return null;
const m = ms.reduce((a, b) => b.textContent.length > a.textContent.length ? b : a);
m.scrollIntoView({block: 'center'});
const box = m.parentElement, r = m.getBoundingClientRect(), c = box.getBoundingClientRect();
const kids = Array.from(m.querySelectorAll('*'), e => e.getBoundingClientRect()).filter(k => k.width > 0);
return {text: m.textContent.length, scroll: m.scrollWidth, client: m.clientWidth,
        box_scroll: box.scrollWidth, box_client: box.clientWidth, width: r.width, height: r.height,
        left: Math.min(...kids.map(k => k.left)), right: Math.max(...kids.map(k => k.right)),
        box_left: c.left, box_right: c.right, visible: r.width > 0 && r.height > 0 && getComputedStyle(m).visibility === 'visible'};"""


def check_display_equations_fit_the_column(browser, server, width):
    "The longest display equation of `02_core.attention` fits its column, with no scroll bar, wide and narrow"
    SHOTS.mkdir(parents=True, exist_ok=True)
    from neural_interpreters.docs import page_path
    page = page_path(ROOT/'nbs'/'02_core.attention.ipynb', ROOT/'nbs').replace('.md', '.html')
    size = browser.get_window_size()
    browser.set_window_size(width, 1000)
    try:
        _load(browser, server + page)
        eq = browser.execute_script(_EQ_JS)
        browser.save_screenshot(str(SHOTS/f'equation_{width}px.png'))
    finally: browser.set_window_size(size['width'], size['height'])
    assert eq, f'no display equation on {page}'
    assert eq['visible'], eq
    assert eq['scroll'] <= eq['client'] and eq['box_scroll'] <= eq['box_client'], f'the equation overflows: {eq}'
    assert eq['box_left'] - 1 <= eq['left'] and eq['right'] <= eq['box_right'] + 1, f'the equation leaves its column: {eq}'


BROWSER_CHECKS = (check_pages_links_images, check_api_entry_and_screenshots, check_search_finds_api_entry,
                  functools.partial(check_display_equations_fit_the_column, width=1280),
                  functools.partial(check_display_equations_fit_the_column, width=420))


def test_docs_site(site):
    "Every page and API entry; then, in the browser, links and images, the API entry, search, equations at two widths"
    failures = []
    def run(check, *args):
        name = getattr(check, '__name__', None) or f"{check.func.__name__}({check.keywords})"
        try: check(*args)
        except AssertionError as e: failures.append(f'{name}: {e}')
    run(check_every_page_and_api_entry, site)
    if not (CHROMIUM and DRIVER):
        assert not failures, '\n\n'.join(failures)
        pytest.skip('pages and API entries checked; no Chromium and chromedriver found for the browser checks '
                    '(Debian: apt-get install chromium chromium-driver; or set NI_CHROMIUM and NI_CHROMEDRIVER)')
    with served(site) as server, chromium() as browser:
        for check in BROWSER_CHECKS: run(check, browser, server)
    assert not failures, '\n\n'.join(failures)
