"""A tiny, randomly initialised vision-language model built from a config and saved with its
tokenizer and processor, all made here: nothing is downloaded. verl loads it from the directory
as it loads a hub model (``actor_rollout_ref.model.path``).

LLaVA, not Qwen3-VL (the paper's family): transformers 5's Qwen-VL processors need a video
processor, which needs torchvision, which no extra installs. verl treats LLaVA with its generic
vision-language token builder and 1-D positions. The tokenizer is byte-level without merges
(every byte a token), so any reply text round-trips through tokens."""

from __future__ import annotations

from pathlib import Path

IMAGE = "<image>"
SPECIAL = ["<|pad|>", "<|im_start|>", "<|im_end|>", IMAGE]

# ChatML with each image block as LLaVA's placeholder (our own minimal template).
CHAT_TEMPLATE = (
    "{%- for m in messages -%}"
    "<|im_start|>{{ m['role'] }}{{ '\\n' }}"
    "{%- if m['content'] is string -%}{{ m['content'] }}"
    "{%- else -%}{%- for c in m['content'] -%}"
    "{%- if c['type'] in ('image', 'image_url') -%}<image>"
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
    from transformers import (
        CLIPVisionConfig,
        LlamaConfig,
        LlavaConfig,
        LlavaForConditionalGeneration,
        LlavaProcessor,
        PreTrainedTokenizerFast,
    )
    from transformers.models.clip.image_processing_pil_clip import CLIPImageProcessorPil

    core = Tokenizer(models.BPE(vocab={ch: i for i, ch in enumerate(sorted(pre_tokenizers.ByteLevel.alphabet()))}, merges=[]))
    core.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    core.decoder = decoders.ByteLevel()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=core, pad_token="<|pad|>", eos_token="<|im_end|>", bos_token="<|im_start|>")
    tokenizer.add_special_tokens({"additional_special_tokens": SPECIAL[1:]})
    tokenizer.chat_template = CHAT_TEMPLATE
    ids = {t: tokenizer.convert_tokens_to_ids(t) for t in SPECIAL}

    images = CLIPImageProcessorPil(size={"shortest_edge": 28}, crop_size={"height": 28, "width": 28})
    processor = LlavaProcessor(image_processor=images, tokenizer=tokenizer, patch_size=14, vision_feature_select_strategy="default", num_additional_image_tokens=1, image_token=IMAGE, chat_template=CHAT_TEMPLATE)

    torch.manual_seed(0)
    text = LlamaConfig(vocab_size=len(tokenizer), hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=65536,
                       bos_token_id=ids["<|im_start|>"], eos_token_id=ids["<|im_end|>"], pad_token_id=ids["<|pad|>"])
    vision = CLIPVisionConfig(hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2, image_size=28, patch_size=14, projection_dim=32)
    model = LlavaForConditionalGeneration(LlavaConfig(vision_config=vision, text_config=text, image_token_index=ids[IMAGE], vision_feature_select_strategy="default", vision_feature_layer=-1))
    model.generation_config.eos_token_id = ids["<|im_end|>"]
    model.generation_config.pad_token_id = ids["<|pad|>"]
    model.save_pretrained(directory)
    processor.save_pretrained(directory)
    tokenizer.save_pretrained(directory)
    return directory
