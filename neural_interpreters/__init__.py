"Neural Interpreters and Block-Operations: modular, dynamically routed neural networks."
__version__ = "0.1.0"

import warnings
# fastai's layers still use `torch.jit.script`, deprecated since torch 2.10: a warning about fastai, not the user's code
warnings.filterwarnings('ignore', message=r'`torch\.jit\.script` is deprecated', category=FutureWarning)

from .core.modlin import ModLin, ModMLP
from .core.type_matching import TypeInference, FunctionBank, compatibility
from .core.attention import ModAttn
from .core.interpreter import NIConfig, NeuralInterpreter, Script, Interpreter, LOC, RoutingStep
from .core.routing import ROUTING_MEASURES, routing_measures
from .core.routing_report import measure_routing, RoutingReport
from .core.persistence import Pretrained, load_model, save_pretrained, from_pretrained
from .models.registry import create_model, list_models
