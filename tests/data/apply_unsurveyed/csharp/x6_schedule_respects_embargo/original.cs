using System;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Newsroom.Cms.Articles;
using Newsroom.Cms.Workflow;

namespace Newsroom.Cms.Api.Controllers
{
    [ApiController]
    [Route("api/articles/{articleId:guid}/workflow")]
    [Authorize]
    public class ArticleWorkflowController : ControllerBase
    {
        private readonly IArticleStore _articles;
        private readonly IWorkflowEngine _workflow;
        private readonly IClock _clock;

        public ArticleWorkflowController(IArticleStore articles, IWorkflowEngine workflow, IClock clock)
        {
            _articles = articles;
            _workflow = workflow;
            _clock = clock;
        }

        [HttpPost("submit")]
        [Authorize(Policy = "Reporter")]
        public async Task<IActionResult> SubmitForSubbing(Guid articleId)
        {
            var article = await _articles.GetAsync(articleId);
            if (article is null)
            {
                return NotFound();
            }
            if (string.IsNullOrWhiteSpace(article.Headline) || article.Bylines.Count == 0)
            {
                return UnprocessableEntity(new { error = "headline_and_byline_required" });
            }

            await _workflow.TransitionAsync(article, ArticleState.Subbing, User.Identity!.Name!);
            return Ok(new { article.Id, state = ArticleState.Subbing.ToString() });
        }

        [HttpPost("schedule")]
        [Authorize(Policy = "SectionEditor")]
        public async Task<IActionResult> Schedule(Guid articleId, [FromBody] ScheduleRequest request)
        {
            var article = await _articles.GetAsync(articleId);
            if (article is null)
            {
                return NotFound();
            }
            if (article.State != ArticleState.Review)
            {
                return Conflict(new { error = "not_in_review", state = article.State.ToString() });
            }
            if (request.PublishAt <= _clock.UtcNow.AddMinutes(1))
            {
                return UnprocessableEntity(new { error = "slot_in_past" });
            }

            article.PublishAt = request.PublishAt;
            await _workflow.TransitionAsync(article, ArticleState.Scheduled, User.Identity!.Name!);
            return Ok(new { article.Id, state = ArticleState.Scheduled.ToString(), article.PublishAt });
        }

        [HttpPost("unpublish")]
        [Authorize(Policy = "NightDesk")]
        public async Task<IActionResult> Unpublish(Guid articleId, [FromBody] UnpublishRequest request)
        {
            var article = await _articles.GetAsync(articleId);
            if (article is null)
            {
                return NotFound();
            }

            await _workflow.TransitionAsync(article, ArticleState.Draft, User.Identity!.Name!, request.Reason);
            return Ok(new { article.Id, state = ArticleState.Draft.ToString() });
        }
    }

    public sealed record ScheduleRequest(DateTimeOffset PublishAt);
    public sealed record UnpublishRequest(string Reason);
}
