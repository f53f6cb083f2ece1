import { bindResolver, type ApiModule } from '../api-module';
import { StoryErrors } from './stories.errors';
import { StoriesResolver } from './stories.resolver';
import { STORY_OPERATIONS } from './stories.operations';
import { StoriesService } from './stories.service';
import { Story } from './story.entity';
import { StoryMediaLinks } from './story-media-links';
import { STORY_SCHEMAS } from './stories.openapi';

declare module '../api-module' {
  interface Provided {
    stories: StoriesService;
  }
}

/** Community stories: shared, moderated, published, withdrawn. */
export const storiesModule: ApiModule = {
  name: 'stories',
  entities: [Story],
  resolvers: [bindResolver(StoriesResolver, (s) => new StoriesResolver(s.stories, s.uploads))],
  errors: [StoryErrors],
  operations: Object.values(STORY_OPERATIONS),
  compose: ({ db, config, uploads, storage, audit, lists, limiter, webhookOutbox, mailOutbox, resumableUploads }) => ({
    stories: new StoriesService(
      db.dataSource,
      uploads,
      storage,
      audit,
      lists,
      new StoryMediaLinks(config.jwtSecret),
      limiter('story-seeker', config.storyLimit.perSeeker, config.storyLimit.windowSeconds),
      limiter('story-ip', config.storyLimit.perIp, config.storyLimit.windowSeconds),
      webhookOutbox,
      mailOutbox,
      resumableUploads,
    ),
  }),
  openapi: { schemas: STORY_SCHEMAS },
};
