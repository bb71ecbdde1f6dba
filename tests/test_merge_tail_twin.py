"""A line edited at a chunk's end with more lines added after it, the old line kept past the marker
(:mod:`fastapply.apply.merge.tail_twin`): ``app.use(express.json({ limit: "5mb" }))`` and one more middleware
written, the old ``app.use(express.json({ limit: "1mb" }))`` kept below them; ``"tests/unit"``, ``"tests/integration"``
written, the old ``"tests/"`` kept. Refused in Python, TypeScript and SQL alike. A new like item (another enum
member, another method of the same shape) is no new version of the kept line.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fastapply.apply.merge import merge
from fastapply.apply.merge.source import Source
from fastapply.apply.merge.tail_twin import _goes_on, _same_call, _shared
from fastapply.evals.cases import load_case

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("name", ["python/i2_py_list_edit_add", "python/i2_py_list_maxfail_add",
                                  "typescript/i2_ts_app_use_edit_add", "typescript/i2_ts_routes_edit_add",
                                  "sql/i2_sql_overdue_edit_add_marker"])
def test_an_edited_line_with_lines_added_after_it_never_keeps_its_old_version(name):
    case = load_case(DATA / "apply_adv11" / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("reads as the new version of original line" in x for x in result.reasons)


@pytest.mark.parametrize("name", ["csharp/j1_cs_adddbcontext_edit_then_add",
                                  "go/j1_go_chi_add_then_timeout_edit_unlike",
                                  "go/j1_go_chi_timeout_edit_unlike_then_add",
                                  "java/j1_java_builder_connect_timeout_edit_then_add",
                                  "javascript/j1_js_express_json_edit_then_three_added",
                                  "python/j1_py_basicconfig_edit_then_add", "python/j8_py_fastapi_cors_oneline",
                                  "python/j8_py_fastapi_add_then_cors_edit2", "go/j8_go_flag_edit_then_add"])
def test_a_call_edited_at_a_chunks_edge_never_keeps_its_old_version_beyond_the_marker(name):
    """However many lines are added beside it, on either edge of the chunk, however unlike its two versions."""
    case = load_case(DATA / "apply_adv12" / name)
    result = merge(case.original, case.update, language=name.split("/")[0])
    assert not result.sure or result.text == case.final, result.text
    assert result.sure or any("reads as the new version of original line" in x for x in result.reasons)


@pytest.mark.parametrize("new, old, same", [
    ("builder.connectTimeout(config.connectTimeout());", "builder.connectTimeout(Duration.ofSeconds(5));", True),
    ("r.Use(middleware.Timeout(cfg.RequestTimeout))", "r.Use(middleware.Timeout(30 * time.Second))", True),
    ("r.Use(middleware.Heartbeat(\"/ping\"))", "r.Use(middleware.Timeout(30 * time.Second))", False),
    ('router.post("/orders/:id/cancel", requireAuth, async (req, res) => {', "router.post(", False),
    ("print(total)", "print(count)", False), ("log.info(done)", "log.info(start)", False),
    ("app.add_middleware(CORSMiddleware, allow_origins=ORIGINS)", "app.add_middleware(CORSMiddleware, x=[])", True),
    ("app.add_middleware(GZipMiddleware, minimum_size=500)", "app.add_middleware(CORSMiddleware, x=1)", False)])
def test_two_calls_are_one_lines_versions_where_the_original_calls_that_method_once(new, old, same):
    """Or with the same first argument where more follow, however often the original calls the method."""
    source = Source("builder.connectTimeout(Duration.ofSeconds(5));\nr.Use(middleware.Timeout(30 * time.Second))\n"
                    "router.post(\nprint(count)\nlog.info(start)\nlog.info(x)\n"
                    "app.add_middleware(CORSMiddleware, x=1)\napp.add_middleware(GZipMiddleware, minimum_size=500)\n",
                    "java")
    assert _same_call(source, new, old) is same


def test_new_like_members_and_methods_are_no_new_versions():
    case = load_case(DATA / "apply_adv5" / "typescript" / "a6_logger_notice_level")
    result = merge(case.original, case.update, language="typescript")
    assert result.confidence == "exact" and result.text == case.final, result.reasons


@pytest.mark.parametrize("new, old, alike", [
    ('app.use(express.json({ limit: "5mb" }));', 'app.use(express.json({ limit: "1mb" }));', True),
    ('app.use("/v1/orders", authenticate, ordersRouter);', 'app.use("/orders", authenticate, ordersRouter);', True),
    ("[LogLevel.Notice]: 30,", "[LogLevel.Error]: 40,", False),
    ("notice(message: string, context?: Ctx): void {", "warn(message: string, context?: Ctx): void {", False),
    ("def b(self):", "def c(self):", False), ("<li>a</li>", "<li>b</li>", False)])
def test_two_versions_of_a_line_share_their_first_name_and_two_thirds_of_their_text(new, old, alike):
    assert _shared(new, old) is alike


@pytest.mark.parametrize("new, old, goes_on", [('"tests/unit",', '"tests/",', True),
                                               ("i.total_cents / 100.0 AS total,", "i.total_cents,", True),
                                               ('"ab",', '"a",', False), ('"tests",', '"tests/",', False)])
def test_a_line_goes_on_past_its_old_version(new, old, goes_on):
    assert _goes_on(new, old) is goes_on


@pytest.mark.parametrize("name", ["apply_adv/swift/date_formatting_relative",
                                  "apply_adv5/dart/a7_payment_method_add_apple_pay",
                                  "apply_blind/java/password_policy_require_symbol",
                                  "apply_fresh/python/session_store_touch",
                                  "apply_cases/yaml/actions_buildx_step_anchor",
                                  "apply_adv7/c/ad_registry_last_seen_time",
                                  "apply_cases/cpp/enum_class_value_and_switches",
                                  "apply_holdout/cpp/operator_minus_between",
                                  "apply_unheard/javascript/u4_orders_router_cancel_route",
                                  "apply_unvisited/swift/z3_validate_dek",
                                  "apply_sealed/python/email_tasks_append_task"])
def test_a_chunk_ending_in_new_code_before_a_like_kept_line_is_written(name):
    """New code at a chunk's end like the line the marker keeps after it, one line of it alone, its last line, or
    alike in a way no two versions of one line are: written as it is."""
    case = load_case(DATA / name)
    result = merge(case.original, case.update, language=name.split("/")[1])
    assert result.sure and result.text == case.final, result.reasons


def test_a_first_argument_is_compared_whole():
    source = Source("app.use(corsOptions, x)\napp.use(cors, y)\n", "javascript")
    assert not _same_call(source, "app.use(cors, z)", "app.use(corsOptions, x)")
    assert _same_call(source, "app.use(cors, z)", "app.use(cors, y)")
