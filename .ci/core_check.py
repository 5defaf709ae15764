"The core install alone: the interpreter trains a step, saves and loads as safetensors, and brings none of the extras."
import importlib.util, tempfile
import torch
from neural_interpreters import NIConfig, NeuralInterpreter
from neural_interpreters.core.persistence import save_pretrained, from_pretrained

EXTRAS = ('fastai', 'fastcore', 'torchvision', 'timm', 'matplotlib', 'scipy', 'sklearn', 'ipywidgets', 'pandas')
installed = [m for m in EXTRAS if importlib.util.find_spec(m)]
assert not installed, f"the core install brought {', '.join(installed)}"
cfg = NIConfig(dim=32, code_dim=16, n_iterations=2, n_functions=3, n_heads=2, head_dim=8, mlp_hidden=32, type_dim=8,
               type_width=32)
model, x = NeuralInterpreter(cfg), torch.randn(2, 7, 32, requires_grad=True)
model(x).square().mean().backward()
trained = [p for p in model.parameters() if p.requires_grad]
assert x.grad is not None and all(p.grad is not None for p in trained), 'a trained parameter got no gradient'
model.scripts[0].functions.add(1)
with tempfile.TemporaryDirectory() as folder, torch.no_grad():
    loaded = from_pretrained(save_pretrained(model.eval(), folder))
    assert loaded.scripts[0].functions.n_functions == 4 and torch.equal(loaded(x), model(x)), 'safetensors round trip'
print(f"core alone: torch {torch.__version__}, a NeuralInterpreter of {sum(p.numel() for p in trained):,} trained "
      f"parameters ran forward and backward and came back from safetensors; none of {', '.join(EXTRAS)} installed")
