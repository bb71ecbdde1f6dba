# everything else stays

@cli.command()
@click.argument("project")
@click.option("--build", "build_id", help="Deploy this build instead of the latest.")
@click.pass_obj
def deploy(client, project, build_id):
    """Deploy PROJECT's latest build, or the one given with --build."""
    if build_id is None:
        build_id = client.latest_build(project)["id"]
    client.deploy(project, build_id)
    click.echo(f"deployed {project} @ {build_id}")
