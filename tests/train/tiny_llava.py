"""A tiny randomly initialised VLM (LLaVA: a CLIP vision tower, a Llama text model) and its
processor, built from configs here: nothing is downloaded.

Qwen2-VL/2.5-VL/3-VL would be the paper's family, but their processors need a video processor,
which imports torchvision (not in the `trl` extra); LLaVA's processor needs none. It is not
tiny_vl_model's Mllama (verl's tests): that one's byte-level tokenizer makes a random model write
no playable action, so every episode of a group would get the same reward and GRPO no signal.

The tokenizer is a word-level one whose words include a few whole actions in our string form
(``Action: CLICK(850, 436)`` is one token), so even a random model often writes a playable
action and a group's episodes end differently: clock.ToggleAlarm at seed 0 is won by tapping
(850, 436), then COMPLETE.
"""

from __future__ import annotations

from typing import Any

ACTIONS = ["Action: CLICK(850, 436)", "Action: CLICK(500, 500)", "Action: COMPLETE", "Action: ABORT", "Action: BACK"]
SPECIAL = ["<|endoftext|>", "<|im_end|>", "<|im_start|>", "<image>", "[UNK]"]
CHAT_TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n"
    "{% if m['content'] is string %}{{ m['content'] }}{% else %}{% for c in m['content'] %}"
    "{% if c['type'] == 'image' %}<image>{% else %}{{ c['text'] }}{% endif %}{% endfor %}{% endif %}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def tiny_llava(seed: int = 0) -> tuple[Any, Any]:
    """(model, processor): a LLaVA of about 40k parameters on 28x28 images."""
    import torch
    import transformers as tf
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers.models.clip.image_processing_pil_clip import CLIPImageProcessorPil

    words = [*SPECIAL, "system", "user", "assistant", "Task:", "Current", "screen:"]
    tok = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tokenizer = tf.PreTrainedTokenizerFast(tokenizer_object=tok, eos_token="<|im_end|>", pad_token="<|endoftext|>", unk_token="[UNK]", padding_side="left")
    tokenizer.add_special_tokens({"additional_special_tokens": ["<|im_start|>", "<image>"]})
    tokenizer.add_tokens(ACTIONS)
    images = CLIPImageProcessorPil(size={"shortest_edge": 28}, crop_size={"height": 28, "width": 28})
    processor = tf.LlavaProcessor(image_processor=images, tokenizer=tokenizer, patch_size=14, vision_feature_select_strategy="default", num_additional_image_tokens=1, chat_template=CHAT_TEMPLATE)
    ids = tokenizer.convert_tokens_to_ids
    config = tf.LlavaConfig(
        vision_config=tf.CLIPVisionConfig(hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2, image_size=28, patch_size=14, projection_dim=32),
        text_config=tf.LlamaConfig(vocab_size=len(tokenizer), hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2, num_key_value_heads=1,
                                bos_token_id=None, eos_token_id=ids("<|im_end|>"), pad_token_id=ids("<|endoftext|>")),
        image_token_index=ids("<image>"), vision_feature_select_strategy="default", vision_feature_layer=-1)
    torch.manual_seed(seed)
    model = tf.LlavaForConditionalGeneration(config)
    model.generation_config.eos_token_id = ids("<|im_end|>")
    model.generation_config.pad_token_id = ids("<|endoftext|>")
    return model, processor
