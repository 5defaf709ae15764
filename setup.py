from configparser import ConfigParser
import setuptools, shlex

# note: all settings are in settings.ini; edit there, not here
config = ConfigParser(delimiters=['='])
config.read('settings.ini', encoding='utf-8')
cfg = config['DEFAULT']

cfg_keys = 'version description keywords author author_email'.split()
expected = cfg_keys + "lib_name user branch license status min_python audience language".split()
for o in expected: assert o in cfg, "missing expected setting: {}".format(o)
setup_cfg = {o:cfg[o] for o in cfg_keys}

licenses = {
    'apache2': ('Apache Software License 2.0','OSI Approved :: Apache Software License'),
    'mit': ('MIT License', 'OSI Approved :: MIT License'),
}
statuses = [ '0 - Pre-Planning', '1 - Planning', '2 - Pre-Alpha', '3 - Alpha',
    '4 - Beta', '5 - Production/Stable', '6 - Mature', '7 - Inactive' ]
py_versions = '3.10 3.11 3.12 3.13'.split()

requirements = shlex.split(cfg.get('requirements', ''))  # the core: the interpreter, its routing, persistence
train_requirements = shlex.split(cfg.get('train_requirements', ''))  # fastai Learners and callbacks (train)
# the papers' experiments, their data, figures and console scripts, on top of training
experiments_requirements = train_requirements + shlex.split(cfg.get('experiments_requirements', ''))
dev_requirements = shlex.split(cfg.get('dev_requirements', ''))
docs_requirements = shlex.split(cfg.get('docs_requirements', ''))  # building and checking the docs site (ni_docs)
offline_requirements = shlex.split(cfg.get('offline_requirements', ''))  # real digits that ship with packages (data.offline_digits)
min_python = cfg['min_python']
lic = licenses.get(cfg['license'].lower(), (cfg['license'], None))
console_scripts = cfg.get('console_scripts', '').split()

setuptools.setup(
    name = cfg['lib_name'],
    license = lic[0],
    classifiers = [
        'Development Status :: ' + statuses[int(cfg['status'])],
        'Intended Audience :: ' + cfg['audience'].title(),
        'Natural Language :: ' + cfg['language'].title(),
    ] + ['Programming Language :: Python :: '+o for o in py_versions[py_versions.index(min_python):]] + (['License :: ' + lic[1] ] if lic[1] else []),
    url = cfg['git_url'],
    packages = setuptools.find_packages(include=[cfg['lib_name'], cfg['lib_name'] + '.*']),
    include_package_data = True,
    install_requires = requirements,
    # 'dev' is all of them: the notebooks' tests train, run the experiments, build a small site, read the offline digits
    extras_require={ 'train': train_requirements,
                     'experiments': experiments_requirements,
                     'docs': docs_requirements,
                     'offline': offline_requirements,
                     'dev': list(dict.fromkeys(dev_requirements + experiments_requirements + docs_requirements
                                               + offline_requirements)) },
    dependency_links = cfg.get('dep_links','').split(),
    python_requires  = '>=' + cfg['min_python'],
    long_description = open('README.md', encoding='utf-8').read(),
    long_description_content_type = 'text/markdown',
    zip_safe = False,
    entry_points = {
        'console_scripts': console_scripts,
        'nbdev': [f'{cfg.get("lib_path")}={cfg.get("lib_path")}._modidx:d']
    },
    **setup_cfg)
