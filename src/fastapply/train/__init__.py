"""Training small apply models from scratch and fine-tuning existing causal LMs."""
