"Neural Interpreters and Block-Operations: modular, dynamically routed neural networks."
__version__ = "0.1.0"

from .modlin import ModLin, ModMLP
from .type_matching import TypeInference, FunctionBank, compatibility
from .attention import ModAttn
from .interpreter import NIConfig, NeuralInterpreter, Script, Interpreter, LOC, RoutingStep
