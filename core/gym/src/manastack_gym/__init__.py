"""manastack games as reinforcement-learning environments.

``ManastackAEC``: a PettingZoo AEC environment (two or more players, the agent to act is
the player who decides). ``ManastackEnv``: a Gymnasium environment, player 0 against a
fixed opponent agent. Both observe what their player may know (CR 400.2) as a fixed-size
vector (:mod:`manastack_gym.encoding`) with an action mask over the decision's options.
"""

from manastack_gym.encoding import DONE, MAX_OPTIONS, OBSERVATION_SIZE
from manastack_gym.envs import ManastackAEC, ManastackEnv

__all__ = ["DONE", "MAX_OPTIONS", "OBSERVATION_SIZE", "ManastackAEC", "ManastackEnv"]
