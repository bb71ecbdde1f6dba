import json
import sys
import time

import click

from deployctl.client import ApiClient, RolloutFailed
from deployctl.config import load_profile

# ... existing code ...

@cli.command()
@click.argument("service")
@click.argument("image")
@click.option("--wait/--no-wait", default=False, help="Block until the rollout finishes.")
@click.pass_obj
def deploy(client: ApiClient, service: str, image: str, wait: bool) -> None:
    rollout = client.start_rollout(service, image=image)
    click.echo(f"rollout {rollout['id']} started for {service}")
    if not wait:
        return
    while (state := client.get_rollout(rollout["id"])["state"]) == "running":
        time.sleep(2)
    if state != "succeeded":
        raise RolloutFailed(f"rollout {rollout['id']} ended in state {state}")
    click.echo(f"rollout {rollout['id']} succeeded")

# ... existing code ...
