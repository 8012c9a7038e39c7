"""A tiny, randomly initialised vision-language model built from a config and saved with its
tokenizer and processor, all made here: nothing is downloaded. verl loads it from the directory
as it loads a hub model (``actor_rollout_ref.model.path``).

Mllama (Llama 3.2 Vision), not Qwen3-VL (the paper's family): verl 0.9.1 accepts only the
processors of Qwen2/2.5/3-VL, GLM-4V, Mllama and Gemma 4 (``verl.utils.tokenizer.hf_processor``),
and transformers 5's Qwen-VL, GLM-4V and Gemma 4 processors need a video processor, which needs
torchvision, which no extra installs (PyPI's build needs CUDA torch; the tests run CPU torch).
Mllama's processor has no video part. verl renders it with its generic vision-language token
builder. The tokenizer is byte-level without merges (every byte a token), so any reply text
round-trips through tokens."""

from __future__ import annotations

from pathlib import Path

IMAGE = "<|image|>"
SPECIAL = ["<|pad|>", "<|begin_of_text|>", "<|im_start|>", "<|im_end|>", "<|python_tag|>"]

# ChatML with each image block as Mllama's placeholder (our own minimal template).
CHAT_TEMPLATE = (
    "{%- for m in messages -%}"
    "<|im_start|>{{ m['role'] }}{{ '\\n' }}"
    "{%- if m['content'] is string -%}{{ m['content'] }}"
    "{%- else -%}{%- for c in m['content'] -%}"
    "{%- if c['type'] in ('image', 'image_url') -%}<|image|>"
    "{%- elif c['type'] == 'text' -%}{{ c['text'] }}{%- endif -%}"
    "{%- endfor -%}{%- endif -%}"
    "<|im_end|>{{ '\\n' }}"
    "{%- endfor -%}"
    "{%- if add_generation_prompt -%}<|im_start|>assistant{{ '\\n' }}{%- endif -%}"
)


def build_tiny_vl_model(directory: Path) -> Path:
    """Write the model, tokenizer and processor into ``directory``; returns it."""
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers
    from transformers import MllamaConfig, MllamaForConditionalGeneration, MllamaProcessor, PreTrainedTokenizerFast
    from transformers.models.mllama.image_processing_pil_mllama import MllamaImageProcessorPil

    core = Tokenizer(models.BPE(vocab={ch: i for i, ch in enumerate(sorted(pre_tokenizers.ByteLevel.alphabet()))}, merges=[]))
    core.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    core.decoder = decoders.ByteLevel()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=core, pad_token="<|pad|>", eos_token="<|im_end|>", bos_token="<|begin_of_text|>")
    tokenizer.add_special_tokens({"additional_special_tokens": SPECIAL[2:]})
    tokenizer.add_tokens([IMAGE])  # one token, but not special: verl finds images again in decoded text that skips the special ones
    tokenizer.chat_template = CHAT_TEMPLATE
    ids = {t: tokenizer.convert_tokens_to_ids(t) for t in [*SPECIAL, IMAGE]}

    images = MllamaImageProcessorPil(size={"height": 28, "width": 28}, max_image_tiles=1)
    processor = MllamaProcessor(image_processor=images, tokenizer=tokenizer, chat_template=CHAT_TEMPLATE)

    torch.manual_seed(0)
    config = MllamaConfig(
        vision_config={"hidden_size": 32, "num_hidden_layers": 1, "num_global_layers": 1, "attention_heads": 2, "intermediate_size": 64, "vision_output_dim": 64,
                       "image_size": 28, "patch_size": 14, "max_num_tiles": 1, "intermediate_layers_indices": [0], "supported_aspect_ratios": [[1, 1]]},
        text_config={"vocab_size": len(tokenizer), "hidden_size": 32, "num_hidden_layers": 2, "num_attention_heads": 2, "num_key_value_heads": 1, "intermediate_size": 64,
                     "cross_attention_layers": [1], "max_position_embeddings": 65536, "bos_token_id": ids["<|begin_of_text|>"], "eos_token_id": ids["<|im_end|>"], "pad_token_id": ids["<|pad|>"]},
        image_token_index=ids[IMAGE],
    )
    model = MllamaForConditionalGeneration(config)
    model.generation_config.eos_token_id = ids["<|im_end|>"]
    model.generation_config.pad_token_id = ids["<|pad|>"]
    model.save_pretrained(directory)
    processor.save_pretrained(directory)
    tokenizer.save_pretrained(directory)
    return directory
